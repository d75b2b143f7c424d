"""what captured pages say of a printing: the set name as written and the printed text

Revision ID: 0005_pages
Revises: 0003_scrape
Create Date: 2026-12-01 22:40:00
"""

from alembic import op
import sqlalchemy as sa
import sqlmodel


revision = '0005_pages'
down_revision = '0004_search'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('printing_page_texts',
    sa.Column('printing_id', sa.Integer(), nullable=False),
    sa.Column('source_id', sa.Integer(), nullable=False),
    sa.Column('set_name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('printed_text', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
    sa.ForeignKeyConstraint(['printing_id'], ['printings.id'], name=op.f('fk_printing_page_texts_printing_id_printings'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['source_id'], ['sources.id'], name=op.f('fk_printing_page_texts_source_id_sources'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('printing_id', 'source_id', name=op.f('pk_printing_page_texts'))
    )
    with op.batch_alter_table('printing_page_texts', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_printing_page_texts_source_id'), ['source_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('printing_page_texts', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_printing_page_texts_source_id'))
    op.drop_table('printing_page_texts')
